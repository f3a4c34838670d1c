// The parent's area (consent, the children's dashboard). Stands on auth; its pages load from app/routes.tsx and no
// other feature uses it yet.
export {};
