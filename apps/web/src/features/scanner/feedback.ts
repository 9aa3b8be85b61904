/**
 * The "got it" signal on a hit: a short vibration and a beep, so the person can look at the product
 * rather than the screen. The beep is synthesised (no audio file to download or precache).
 */
let audio: AudioContext | null = null;

function beep() {
  if (typeof AudioContext === 'undefined') return;
  try {
    audio ??= new AudioContext();
    // Created without a gesture it starts suspended; the tap that opened the scanner allows resuming.
    if (audio.state === 'suspended') void audio.resume();
    const now = audio.currentTime;
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = 1760;
    // A fast attack and decay: no click at the start or the end of the tone.
    gain.gain.setValueAtTime(0.0001, now);
    gain.gain.exponentialRampToValueAtTime(0.25, now + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.1);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(now);
    oscillator.stop(now + 0.11);
  } catch {
    // Sound is a nicety: a blocked or broken audio stack must not stop the scan.
  }
}

export function signalHit() {
  navigator.vibrate?.(80);
  beep();
}
