import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/fonts.css';
import './app/global.css';

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { router } from './app/router.tsx';
import { loadCatalogue } from './lib/i18n/index.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain <div id="root">');

// Mantine and TanStack Query are provided by the admin shell (app/shell/Shell.tsx): the public pages
// (landing, account chooser, sign-up, login, password reset) are plain React and load without them.
// The active language's strings are in place before anything renders (decision 086).
void loadCatalogue().then(() =>
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
