/** The amounts offered at a tap, for a one-off gift and a monthly one alike. */
export const PRESET_AMOUNTS = [10_000, 25_000, 50_000, 100_000];
