// The counsellor's own area (dashboard, profile, availability, sessions, earnings). Its pages load from app/routes.tsx;
// what the rest of the app uses:
export { CounsellorRegistrationDialog } from './components/CounsellorRegistrationDialog';
