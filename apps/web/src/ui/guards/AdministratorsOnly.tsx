import { RequireAdmin } from '../guard';

export default RequireAdmin;
