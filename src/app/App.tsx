import { RouterProvider, type DataRouter } from 'react-router-dom';
import { Providers } from './providers';

/** The browser app around its router (main.tsx makes it; scripts/prerender.ts renders the same tree). */
export function App({ router }: { router: DataRouter }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
