import { UnauthorizedPage } from './ErrorPages';

export default UnauthorizedPage;
