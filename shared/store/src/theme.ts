import { createSlice } from '@reduxjs/toolkit';

export type ThemeName = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

/** The visitor's stored choice of theme (light when none). */
export function readStoredTheme(): ThemeName {
  try {
    return typeof sessionStorage !== 'undefined' && sessionStorage.getItem(THEME_STORAGE_KEY) === 'dark'
      ? 'dark'
      : 'light';
  } catch {
    return 'light';
  }
}

export const themeSlice = createSlice({
  name: 'theme',
  initialState: () => ({ name: readStoredTheme() }),
  reducers: {
    themeToggled(state) {
      state.name = state.name === 'light' ? 'dark' : 'light';
    },
  },
  selectors: {
    selectThemeName: (s) => s.name,
  },
});

export const { themeToggled } = themeSlice.actions;
export const { selectThemeName } = themeSlice.selectors;
