import './pause-toggle.css';

interface PauseToggleProps {
  playing: boolean;
  onToggle(): void;
  /** What the button does now, for a screen reader: "Pause …" while playing, "Play …" while paused. */
  label: string;
  className?: string;
}

/** The round pause/play button of a part that moves by itself (see `useAutoplay`). */
export function PauseToggle({ playing, onToggle, label, className }: PauseToggleProps) {
  return (
    <button
      type="button"
      className={['pause-toggle', className].filter(Boolean).join(' ')}
      onClick={onToggle}
      aria-label={label}
    >
      <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
    </button>
  );
}
