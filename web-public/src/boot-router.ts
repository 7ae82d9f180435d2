// Loaded by main.tsx on its own, before the app, so that the router's code is evaluated in a task of its
// own (main.tsx says why). A named export keeps the router's unused parts out of the bundle, which a
// namespace import of react-router-dom would not.
export { createBrowserRouter } from 'react-router-dom';
