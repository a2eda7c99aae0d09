/** App download bar (placeholder until its feature lands; replaced by the owning feature). */
export default function DownloadBar() {
  return null;
}
