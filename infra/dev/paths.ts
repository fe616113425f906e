import { resolve } from 'node:path';

export const ROOT = resolve(__dirname, '../..');
export const DATA_DIR = process.env.DATA_DIR ?? resolve(ROOT, '.data');
export const APPS = ['shell', 'mf-blog', 'mf-donation', 'mf-gallery', 'mf-account'] as const;
