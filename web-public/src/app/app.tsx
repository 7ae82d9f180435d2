import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../providers/session.provider';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  );
}
