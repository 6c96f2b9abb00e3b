/** Staff passwords: at least 12 characters; longer than 256 is refused before hashing. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
