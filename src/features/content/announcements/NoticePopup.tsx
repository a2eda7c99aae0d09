/** Notice popup, once per browser session (placeholder until its feature lands; replaced by the owning feature). */
export default function NoticePopup() {
  return null;
}
