// The entry of the prerendered public pages, built on Preact through its React compat layer
// (vite.config.ts, FOLIO_BUNDLE=public): the same components in a fifth of React DOM's bytes.
import './styles/inter.css';
import './styles/global.css';
import { leaveForTheApp, publicRoutes } from './app/publicRoutes';
import { startApp } from './app/start';

void startApp(publicRoutes, leaveForTheApp);
