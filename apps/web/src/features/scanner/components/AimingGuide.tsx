/**
 * The frame to aim with, drawn over the video. The band the decoder reads (`guideBand`) is taller
 * than this frame, so a code slightly off the frame still reads.
 */
export function AimingGuide() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 flex items-center justify-center">
      <div className="relative aspect-[2/1] w-[82%] max-h-[70%] rounded-xl border-[3px] border-white/90 shadow-[0_0_0_100vmax_rgb(1_42_54/0.45)]">
        <div className="absolute inset-x-3 top-1/2 h-0.5 -translate-y-1/2 bg-red motion-safe:animate-pulse" />
      </div>
    </div>
  );
}
