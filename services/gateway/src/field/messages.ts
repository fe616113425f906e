/** What the gateway answers a beacon it refuses (the browser does not read it; a developer might). */
export const FIELD_MESSAGES = {
  unreadable: 'Laporan tidak dapat dibaca',
  malformed: 'Laporan tidak sesuai bentuknya',
  unknownRoute: 'Rute halaman tidak dikenal',
  unknownVersion: (remote: string) => `Versi ${remote} tidak dikenal`,
  tooMany: 'Terlalu banyak laporan. Coba lagi dalam beberapa saat.',
} as const;
