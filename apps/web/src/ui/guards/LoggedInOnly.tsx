import { RequireLogin } from '../guard';

export default RequireLogin;
