import { type RouteConfig, route } from '@react-router/dev/routes';

export default [route('bare', 'routes/bare.tsx'), route('stack', 'routes/stack.tsx')] satisfies RouteConfig;
