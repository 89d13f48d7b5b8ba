// The page's module entry sits next to index.html: Vite's dev server resolves the script URL against the page, and
// a path above its root (`../main.tsx`) is answered 404 there (the production build did not mind).
import '../main';
