import { data } from 'react-router';
import { NotFoundPage } from './ErrorPages';

/** The page is drawn, but the status says there is no page here. */
export const loader = () => data(null, { status: 404 });

export default NotFoundPage;
