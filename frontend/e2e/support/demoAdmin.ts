/** The seeded admin (backend config defaults, overridable as for `npm start`). */
export const demoAdmin = {
  email: process.env.DEMO_ADMIN_EMAIL ?? 'admin@margdarshak.local',
  password: process.env.DEMO_ADMIN_PASSWORD ?? 'margdarshak-demo',
};
