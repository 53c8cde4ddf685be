import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { markEmbeddedKeys } from './api/use-api';
import { App } from './app/App';
import { preloadRoute } from './app/routes';
import { readSsrData } from './app/ssr-data';
import { appPath, BASE_PATH } from './session/unauthorized';

const data = readSsrData(document);
markEmbeddedKeys(Object.keys(data.fallback));
const container = document.getElementById('root')!;
const app = (
  <BrowserRouter basename={BASE_PATH}>
    <App data={data} />
  </BrowserRouter>
);

// The matched page's chunk is loaded first, so hydration renders exactly what the server sent.
await preloadRoute(appPath(window.location.pathname));
if (data.rendered && container.firstElementChild) hydrateRoot(container, app);
else createRoot(container).render(app);
