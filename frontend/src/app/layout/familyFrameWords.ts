// The words every family page is drawn with (layout/FamilyLayout.tsx), which the server also loads before drawing a
// Hindi family's page (entry-server.tsx): the frame's, the error page's, the shared parts' and the Logout button's.
import { sharedMessages } from '../../components/shared/messages';
import { logoutMessages } from '../../features/auth';
import { errorPagesMessages } from '../pages/messages';
import { shellMessages } from './messages';

export const familyFrameWords = [shellMessages, errorPagesMessages, sharedMessages, logoutMessages].map((catalogue) => catalogue.name);
