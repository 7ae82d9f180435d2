import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './http-client';

/** The admin API follows the ra-data-simple-rest contract (docs/api.md, "Back office"). */
export const dataProvider = simpleRestProvider('/api/admin', httpClient);
