// The counsellor's own workspace (dashboard, profile, availability, sessions, earnings). Stands on assessments (the
// result view) and auth; its pages load from app/routes.tsx; what app/ uses:
export { CounsellorRegistrationDialog } from './components/CounsellorRegistrationDialog';
