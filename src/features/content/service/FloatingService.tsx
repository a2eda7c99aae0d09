/** Floating service widget and service menu (placeholder until its feature lands; replaced by the owning feature). */
export default function FloatingService() {
  return null;
}
