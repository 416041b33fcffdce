import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

// Built and compressed as apps/web is (its served files are the .br beside each), without its chunk groups.
export default defineConfig({ plugins: [reactRouter(), compression({ algorithms: ['brotliCompress', 'gzip'] })] });
