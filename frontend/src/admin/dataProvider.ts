// ra-data-simple-rest over /api/admin, through the back office's own HTTP client (adminHttp).
import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './adminHttp';

export const dataProvider = simpleRestProvider('/api/admin', httpClient);
