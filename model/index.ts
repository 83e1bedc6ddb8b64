export * from './api';
export * from './constants';
export * from './routes';
export * from './rules';
export * from './user';
