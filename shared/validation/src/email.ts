/**
 * The one form of an e-mail address that identifies an account: trimmed, lower-case, Unicode NFC.
 * Stored in this form and compared byte for byte (a binary column), so 'a@rél.test' and
 * 'a@rel.test' are two addresses, and one address typed in another case or composition is the same.
 */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase().normalize('NFC');
