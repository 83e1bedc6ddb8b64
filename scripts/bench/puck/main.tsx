// Puck's editor on the bench's document: the bench puts the data on window before the page runs.
import { Puck } from '@puckeditor/core';
// Puck's stylesheet without its @import of a web font from rsms.me (this machine has no internet).
import '@puckeditor/core/no-external.css';
import { createRoot } from 'react-dom/client';
import { config } from './config';

const data = window.__PUCK_DATA__;
createRoot(document.getElementById('root')!).render(<Puck config={config} data={data} />);
