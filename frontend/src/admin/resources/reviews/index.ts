// Students' reviews of their sessions: newest first, shown or hidden, with Hide (and its reason) for those shown.
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import { lazyNamed } from '../../../lib/lazyNamed';

export default { list: lazyNamed(() => import('./ReviewList'), 'ReviewList'), icon: RateReviewOutlined, recordRepresentation: 'studentName' };
