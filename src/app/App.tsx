import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders as Providers } from './AppProviders';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
