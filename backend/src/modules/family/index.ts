// The family module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { adminConsentRoutes } from './adminConsent.routes';
export { askParentToBook, requireConsentAwaited } from './askParent';
export { askParentProcessor } from './askParent.processor';
export { askedSessionFor } from './askedSession';
export type { AskedSession } from './consent';
export { bookingOpenProcessor } from './bookingOpen.processor';
export { consentStream, evolveConsent, initialConsentState } from './consent';
export type { ConsentState } from './consent';
export { decideConsent } from './consent.decider';
export type { ConsentCommand, LinkToSend } from './consent.decider';
export { consentRoutes } from './consent.routes';
export { askParentAnswerForReader } from './consentWords';
export { consentWithdrawn, loadConsent, requireMayBook } from './consents';
export { meRoutes } from './me.routes';
export { confirmParentChange, parentChangeView } from './parentChange';
export { withdrawConsent } from './parentConsent';
export { refusalsProcessor } from './refusals.processor';
export { signUpAge } from './signUpAge';
