// Mounted around every page once someone is signed in (app/AppShell.tsx loads it then, so a signed-out visitor's first
// page carries none of it): saves the browser's language choice on an account that has never chosen one.
import { useCarryLanguageToAccount } from './useLanguageChoice';

export default function CarryLanguageToAccount() {
  useCarryLanguageToAccount();
  return null;
}
