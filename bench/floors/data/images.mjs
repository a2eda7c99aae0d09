/** Every picture address in an answer, once each, in document order: what counts as "an image from server data". */
const IMAGE = /^(data:image\/|https?:\/\/\S+\.(png|jpe?g|webp|gif|svg|avif)(\?|$))/i;

export function imagesIn(value, into = []) {
  if (typeof value === 'string') {
    if (IMAGE.test(value) && !into.includes(value)) into.push(value);
  } else if (Array.isArray(value)) value.forEach((item) => imagesIn(item, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => imagesIn(item, into));
  return into;
}
