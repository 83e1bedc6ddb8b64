// Small rules of spec section 5 that both the browser and the server enforce.

/** Image fields: empty, http(s)://, /, ./ or data:image/ (spec section 5). */
export function isValidImageUrl(value: string): boolean {
  const url = value.trim();
  if (url === '') return true;
  if (/^data:image\//i.test(url)) return true;
  if (url.startsWith('//')) return false;
  return /^https?:\/\/\S+$/i.test(url) || url.startsWith('/') || url.startsWith('./');
}

export const IMAGE_URL_MESSAGE = 'Please use a valid image URL';
