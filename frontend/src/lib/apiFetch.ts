// The fetch the API client sends its requests with. In the browser, the page's own; the server's render of a signed-in
// page is built with apiFetch.server.ts in its place (vite.config.ts), which asks the API for that visitor alone.
export const apiFetch = (path: string, init: RequestInit): Promise<Response> => fetch(path, init);
