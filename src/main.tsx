import './styles/inter.css';
import './styles/global.css';
import { routes } from './app/routes';
import { startApp } from './app/start';

void startApp(routes);
