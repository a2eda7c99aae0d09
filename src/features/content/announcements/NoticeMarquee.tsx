/** Home notice marquee (placeholder until its feature lands; replaced by the owning feature). */
export default function NoticeMarquee() {
  return null;
}
