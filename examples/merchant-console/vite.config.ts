// Plain Vite: the kit ships compiled CSS, so no vanilla-extract plugin, and none is imported here
// (the config is read from the installed copy, where only the packages the console uses exist).
// The sandbox answers no cross-origin request: the console reaches it through this proxy, so its
// calls are same-origin. CONSOLE_API_ORIGIN names the sandbox (`npm start`'s by default).
const target = process.env.CONSOLE_API_ORIGIN ?? 'http://127.0.0.1:4173';
const proxy = { '/api': { target, changeOrigin: true } };

export default {
  server: { proxy },
  preview: { proxy },
};
