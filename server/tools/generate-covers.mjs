// Generates the 26 course cover illustrations in ./courses/ (640x360 SVG).
// Usage: node server/tools/generate-covers.mjs   (no dependencies)
import { writeFileSync, mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const OUT = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "public", "images", "courses");
mkdirSync(OUT, { recursive: true });

// Brand palette
const C = {
  indigo: "#2b2d7c",
  amber: "#f5a524",
  teal: "#0f8b8d",
  coral: "#e4572e",
  ink: "#1d1b2f",
  surface: "#f5f6fb",
  white: "#ffffff",
};

// Department gradients: [from, to]
const DEPT = {
  computerscience: ["#23256a", "#4b50c6"],
  management: ["#0a6668", "#2cb3a4"],
  civil: ["#7a4a1c", "#e09a2c"],
  biotechnology: ["#17623c", "#4fb878"],
  ece: ["#a33318", "#ef7d52"],
  mechanical: ["#33465f", "#6d87aa"],
};

const r1 = (n) => Math.round(n * 10) / 10;

/** Rounded rect helper */
const rect = (x, y, w, h, rx, fill, extra = "") =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${rx}" fill="${fill}"${extra ? " " + extra : ""}/>`;
const circ = (cx, cy, r, fill, extra = "") =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? " " + extra : ""}/>`;

const person = (x, y, s, col, head = C.surface) =>
  `<g transform="translate(${x} ${y}) scale(${s})">${circ(0, -14, 11, head)}<path d="M-20 18a20 20 0 0 1 40 0z" fill="${col}"/></g>`;

const rupee = (cx, cy, s = 1, col = C.ink) =>
  `<path transform="translate(${cx} ${cy}) scale(${s})" d="M-9-13H9M-9-5H9M-9-13h5a8 8 0 0 1 0 16h-5L7 15" fill="none" stroke="${col}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;

// ---------------------------------------------------------------- motifs
const M = {};

M.appdevelopment = () => {
  const cols = [C.amber, C.teal, C.coral, C.indigo, "#7b7fe0", C.amber, C.teal, C.coral, "#7b7fe0", C.indigo, C.amber, C.teal];
  let tiles = "";
  cols.forEach((c, i) => {
    tiles += rect(276 + (i % 3) * 32, 96 + Math.floor(i / 3) * 36, 24, 24, 7, c);
  });
  return `
  <g transform="rotate(-6 320 180)">
    ${rect(252, 44, 136, 272, 24, C.ink)}
    ${rect(264, 64, 112, 232, 12, C.surface)}
    ${rect(300, 52, 40, 6, 3, "#3a3856")}
    ${tiles}
    ${rect(276, 250, 88, 28, 10, "#dfe1f1")}
    ${circ(296, 264, 6, C.indigo)}${circ(320, 264, 6, C.amber)}${circ(344, 264, 6, C.teal)}
  </g>
  <g transform="translate(428 96)">
    ${rect(0, 0, 110, 64, 14, C.surface)}
    ${rect(14, 16, 52, 8, 4, "#c9cce6")}${rect(14, 34, 34, 8, 4, "#c9cce6")}
    ${rect(66, 30, 32, 18, 9, C.teal)}${circ(89, 39, 7, C.white)}
  </g>
  <g transform="translate(120 200)" fill="none" stroke="${C.amber}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">
    <path d="M22 0 0 22 22 44M62 0l22 22-22 22M50-6 34 50"/>
  </g>`;
};

M.webdevelopment = () => {
  const lines = [
    [0, 60, C.coral], [20, 90, C.amber], [40, 110, C.teal], [40, 50, C.indigo],
    [20, 70, C.amber], [40, 120, "#7b7fe0"], [20, 90, C.teal], [40, 60, C.coral],
    [0, 50, C.indigo],
  ];
  let code = "";
  lines.forEach(([ind, w, c], i) => {
    const y = 132 + i * 16;
    code += rect(170 + ind, y, w, 8, 4, c);
  });
  return `
  ${rect(140, 66, 360, 234, 16, C.surface)}
  <path d="M140 82a16 16 0 0 1 16-16h328a16 16 0 0 1 16 16v24H140z" fill="#dcdff2"/>
  ${circ(162, 86, 6, C.coral)}${circ(182, 86, 6, C.amber)}${circ(202, 86, 6, C.teal)}
  ${rect(226, 78, 180, 16, 8, C.white)}
  ${code}
  ${rect(370, 128, 110, 150, 10, "#e4e6f5")}
  ${rect(382, 140, 86, 40, 6, "#7b7fe0")}${rect(382, 190, 60, 8, 4, "#b9bce0")}${rect(382, 206, 76, 8, 4, "#b9bce0")}${rect(382, 236, 44, 22, 11, C.amber)}
  <g transform="translate(470 228)">
    ${circ(0, 0, 44, C.amber)}
    <path d="M-14-16-28 0l14 16M14-16 28 0 14 16M6-22-6 22" fill="none" stroke="${C.ink}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;
};

M.cybersecurity = () => {
  let circuit = "";
  const tr = [
    ["M236 130H170V90", 170, 90], ["M236 190H150", 150, 190], ["M240 240H180V280", 180, 280],
    ["M404 130H470V90", 470, 90], ["M404 190H490", 490, 190], ["M400 240H460V280", 460, 280],
  ];
  tr.forEach(([d, x, y]) => {
    circuit += `<path d="${d}" fill="none" stroke="${C.white}" stroke-opacity=".55" stroke-width="4" stroke-linecap="round"/>${circ(x, y, 7, C.amber)}`;
  });
  return `
  ${circuit}
  <path d="M320 52 414 88v86c0 64-40 106-94 130-54-24-94-66-94-130V88z" fill="${C.surface}"/>
  <path d="M320 76 392 104v70c0 50-30 84-72 104-42-20-72-54-72-104v-70z" fill="none" stroke="${C.indigo}" stroke-width="5" stroke-opacity=".35"/>
  <path d="M296 172v-20a24 24 0 0 1 48 0v20" fill="none" stroke="${C.ink}" stroke-width="9" stroke-linecap="round"/>
  ${rect(280, 168, 80, 66, 12, C.amber)}
  ${circ(320, 194, 9, C.ink)}${rect(316, 198, 8, 20, 4, C.ink)}`;
};

M.aws = () => {
  const server = (x) => `
    ${rect(x, 220, 84, 96, 12, C.ink)}
    ${rect(x + 10, 232, 64, 18, 5, "#3a3856")}${rect(x + 10, 258, 64, 18, 5, "#3a3856")}${rect(x + 10, 284, 64, 18, 5, "#3a3856")}
    ${circ(x + 20, 241, 4, C.teal)}${circ(x + 20, 267, 4, C.amber)}${circ(x + 20, 293, 4, C.teal)}
    ${rect(x + 32, 238, 32, 6, 3, "#5a5878")}${rect(x + 32, 264, 32, 6, 3, "#5a5878")}${rect(x + 32, 290, 32, 6, 3, "#5a5878")}`;
  return `
  <path d="M230 182V220M322 182V220M414 182V220" stroke="${C.white}" stroke-width="4" stroke-dasharray="6 7" stroke-linecap="round"/>
  <g fill="${C.surface}">
    ${circ(262, 138, 42, C.surface)}${circ(330, 112, 60, C.surface)}${circ(398, 142, 40, C.surface)}
    ${rect(220, 136, 220, 46, 23, C.surface)}
  </g>
  <path d="M300 134l18 18 30-34" fill="none" stroke="${C.teal}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
  ${server(188)}${server(280)}${server(372)}
  ${circ(476, 80, 10, C.amber)}${circ(160, 110, 7, C.amber)}`;
};

M.machinelearning = () => {
  const pts = [
    [214, 250], [232, 226], [246, 242], [262, 214], [280, 226], [296, 196], [310, 210],
    [326, 182], [340, 196], [356, 168], [372, 178], [388, 150], [402, 162], [420, 134], [436, 146],
  ];
  let dots = "";
  pts.forEach(([x, y], i) => (dots += circ(x, y, 7, i % 3 === 0 ? C.coral : i % 2 ? C.indigo : C.teal)));
  return `
  ${rect(160, 56, 320, 248, 18, C.surface)}
  <path d="M196 84v184h256" fill="none" stroke="${C.ink}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M196 130h256M196 176h256M196 222h256" stroke="#d6d9ee" stroke-width="2"/>
  ${dots}
  <path d="M204 256 448 128" stroke="${C.amber}" stroke-width="7" stroke-linecap="round"/>
  ${circ(448, 128, 9, C.amber)}`;
};

M.artificialintelligence = () => {
  const L = [
    [200, [110, 180, 250]],
    [320, [80, 145, 215, 280]],
    [440, [140, 220]],
  ];
  let edges = "";
  for (let l = 0; l < 2; l++)
    for (const a of L[l][1]) for (const b of L[l + 1][1])
      edges += `M${L[l][0]} ${a}L${L[l + 1][0]} ${b}`;
  let nodes = "";
  L.forEach(([x, ys], l) =>
    ys.forEach((y) => {
      const fill = l === 0 ? C.teal : l === 1 ? C.surface : C.amber;
      nodes += circ(x, y, 20, fill, `stroke="${C.white}" stroke-width="5"`);
    })
  );
  return `
  <path d="${edges}" stroke="${C.white}" stroke-opacity=".5" stroke-width="3"/>
  ${nodes}
  ${circ(320, 145, 8, C.indigo)}${circ(320, 215, 8, C.indigo)}
  <path d="M470 70l6 14 14 6-14 6-6 14-6-14-14-6 14-6z" fill="${C.amber}"/>
  <path d="M150 270l4 10 10 4-10 4-4 10-4-10-10-4 10-4z" fill="${C.white}" opacity=".8"/>`;
};

M.arvr = () => `
  <path d="M236 122q84-64 168 0" fill="none" stroke="${C.ink}" stroke-width="16" stroke-linecap="round"/>
  <path d="M200 176h-40M440 176h40" stroke="${C.ink}" stroke-width="22" stroke-linecap="round"/>
  <path d="M196 150a40 40 0 0 1 40-40h168a40 40 0 0 1 40 40v52a40 40 0 0 1-40 40h-52l-22-26h-20l-22 26h-52a40 40 0 0 1-40-40z" fill="${C.surface}"/>
  <path d="M214 156a28 28 0 0 1 28-28h156a28 28 0 0 1 28 28v40a28 28 0 0 1-28 28h-44l-20-22h-28l-20 22h-44a28 28 0 0 1-28-28z" fill="${C.ink}"/>
  <path d="M236 146h60l-30 60h-30z" fill="${C.white}" opacity=".12"/>
  <path d="M350 146h40l-30 60h-32z" fill="${C.white}" opacity=".12"/>
  <g fill="none" stroke="${C.amber}" stroke-width="4" stroke-linejoin="round">
    <path d="M470 250l30-16 30 16v34l-30 16-30-16z M470 250l30 16 30-16 M500 266v34"/>
  </g>
  <g fill="none" stroke="${C.white}" stroke-width="4" stroke-linejoin="round" opacity=".85">
    <path d="M120 250l20-11 20 11v23l-20 11-20-11z M120 250l20 11 20-11 M140 261v23"/>
  </g>
  ${circ(320, 70, 9, C.amber)}${circ(196, 80, 5, C.white)}${circ(460, 90, 6, C.white)}`;

M.datascience = () => {
  let bars = "";
  [60, 92, 74, 120, 100].forEach((h, i) => (bars += rect(176 + i * 30, 282 - h, 20, h, 4, i === 3 ? C.amber : C.indigo)));
  return `
  ${rect(140, 56, 360, 252, 18, C.surface)}
  ${rect(140, 56, 360, 36, 18, "#dcdff2")}${rect(140, 74, 360, 18, 0, "#dcdff2")}
  ${circ(162, 74, 6, C.coral)}${circ(180, 74, 6, C.amber)}${circ(198, 74, 6, C.teal)}
  ${rect(164, 106, 70, 38, 8, C.white)}${rect(174, 116, 30, 6, 3, "#b9bce0")}${rect(174, 128, 46, 8, 4, C.teal)}
  ${rect(244, 106, 70, 38, 8, C.white)}${rect(254, 116, 30, 6, 3, "#b9bce0")}${rect(254, 128, 40, 8, 4, C.coral)}
  ${bars}
  <circle cx="418" cy="140" r="34" fill="none" stroke="#d6d9ee" stroke-width="16"/>
  <circle cx="418" cy="140" r="34" fill="none" stroke="${C.teal}" stroke-width="16" stroke-dasharray="130 214" transform="rotate(-90 418 140)"/>
  <circle cx="418" cy="140" r="34" fill="none" stroke="${C.amber}" stroke-width="16" stroke-dasharray="0 130 50 214" transform="rotate(-90 418 140)"/>
  ${rect(340, 200, 140, 88, 10, C.white)}
  <polyline points="352,270 376,250 398,258 420,226 444,236 468,212" fill="none" stroke="${C.coral}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`;
};

M.digitalmarketing = () => `
  <path d="M360 150c22 0 22 60 0 60M384 132c36 0 36 96 0 96" fill="none" stroke="${C.white}" stroke-width="6" stroke-linecap="round" opacity=".8"/>
  <path d="M232 196l14 62a12 12 0 0 0 12 9h10a8 8 0 0 0 8-10l-12-52z" fill="${C.ink}"/>
  ${rect(186, 150, 44, 62, 12, C.amber)}
  <path d="M222 150 330 100v160L222 212z" fill="${C.surface}"/>
  <ellipse cx="330" cy="180" rx="16" ry="80" fill="#dcdff2"/>
  <g transform="translate(462 86)">${circ(0, 0, 30, C.coral)}<path d="M0 12-13-1a8 8 0 0 1 13-10 8 8 0 0 1 13 10z" fill="${C.white}"/></g>
  <g transform="translate(500 180)">${circ(0, 0, 30, C.surface)}<path d="M-14-10h28a4 4 0 0 1 4 4v14a4 4 0 0 1-4 4H-2l-10 8v-8h-2a4 4 0 0 1-4-4V-6a4 4 0 0 1 4-4z" fill="${C.teal}"/></g>
  <g transform="translate(456 272)">${circ(0, 0, 30, C.amber)}
    <path d="M-8 0 10-10M-8 0l18 10" stroke="${C.ink}" stroke-width="4"/>${circ(-10, 0, 6, C.ink)}${circ(11, -11, 6, C.ink)}${circ(11, 11, 6, C.ink)}</g>
  <g transform="translate(130 90)">${circ(0, 0, 24, C.white, 'opacity=".9"')}<path d="M-10 2h5v10h-5zM-3 12h12a4 4 0 0 0 4-4l2-8a3 3 0 0 0-3-4H5l1-6a4 4 0 0 0-7-2L-3 2z" fill="${C.indigo}"/></g>`;

M.marketingmanagement = () => {
  let drops = "";
  [[250, 40, C.amber], [290, 54, C.white], [330, 36, C.coral], [372, 50, C.white], [408, 38, C.amber]].forEach(
    ([x, y, c]) => (drops += person(x, y + 4, 0.8, c))
  );
  return `
  ${drops}
  <path d="M190 84h260l-26 52H216z" fill="${C.surface}"/>
  <path d="M222 146h196l-24 50H246z" fill="${C.amber}"/>
  <path d="M252 206h136l-22 46h-92z" fill="${C.coral}"/>
  <path d="M280 262h80v20a14 14 0 0 1-14 14h-52a14 14 0 0 1-14-14z" fill="${C.ink}"/>
  <path d="M470 110h40M470 171h40M470 229h40" stroke="${C.white}" stroke-width="4" stroke-dasharray="2 8" stroke-linecap="round"/>
  ${rect(514, 96, 56, 28, 14, C.white, 'opacity=".9"')}${rect(514, 157, 44, 28, 14, C.white, 'opacity=".9"')}${rect(514, 215, 32, 28, 14, C.white, 'opacity=".9"')}
  ${circ(320, 320, 14, C.amber)}
  <path d="M313 320l5 5 9-10" fill="none" stroke="${C.ink}" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round"/>`;
};

M.finance = () => {
  const coin = (cx, cy) =>
    `<ellipse cx="${cx}" cy="${cy + 8}" rx="44" ry="14" fill="#c47f10"/><ellipse cx="${cx}" cy="${cy}" rx="44" ry="14" fill="${C.amber}"/>`;
  let stack1 = "", stack2 = "";
  for (let i = 0; i < 5; i++) stack1 += coin(210, 290 - i * 16);
  for (let i = 0; i < 3; i++) stack2 += coin(300, 296 - i * 16);
  let bars = "";
  [50, 80, 110, 150].forEach((h, i) => (bars += rect(370 + i * 34, 290 - h, 24, h, 5, i === 3 ? C.surface : "#ffffff99")));
  return `
  ${bars}
  <path d="M370 196 414 160l30 18 60-72" fill="none" stroke="${C.surface}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M486 104h22v22" fill="none" stroke="${C.surface}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  ${stack1}${stack2}
  <g transform="translate(250 126)">${circ(0, 0, 40, "#c47f10")}${circ(0, -4, 40, C.amber)}${circ(0, -4, 30, "none", `stroke="#c47f10" stroke-width="3"`)}${rupee(0, -4, 1.2)}</g>`;
};

M.hr = () => {
  const card = (x, y, col, head) => `${rect(x - 46, y - 40, 92, 84, 16, C.surface)}${person(x, y + 4, 1, col, head)}${rect(x - 22, y + 28, 44, 6, 3, "#c9cce6")}`;
  return `
  <path d="M320 138v36M190 174h260M190 174v22M320 174v22M450 174v22" fill="none" stroke="${C.white}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  ${rect(266, 46, 108, 96, 18, C.surface)}${person(320, 96, 1.2, C.amber, "#c68a5e")}${rect(296, 126, 48, 6, 3, "#c9cce6")}
  ${card(190, 236, C.teal, "#f1c7a3")}${card(320, 236, C.coral, "#8d5a3b")}${card(450, 236, C.indigo, "#e0a980")}`;
};

M.ba = () => `
  ${rect(130, 64, 380, 236, 18, C.surface)}
  <path d="M160 268h170" stroke="${C.ink}" stroke-width="4" stroke-linecap="round"/>
  ${rect(170, 190, 26, 74, 5, C.teal)}${rect(208, 150, 26, 114, 5, C.indigo)}${rect(246, 174, 26, 90, 5, C.teal)}${rect(284, 112, 26, 152, 5, C.amber)}
  <polyline points="183,176 221,136 259,160 297,98" fill="none" stroke="${C.coral}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>
  ${circ(420, 170, 58, C.indigo)}
  <path d="M420 170V112a58 58 0 0 1 55 76z" fill="${C.amber}"/>
  <path d="M420 170l55 18a58 58 0 0 1-67 39z" fill="${C.coral}"/>
  ${rect(372, 250, 16, 10, 3, C.indigo)}${rect(394, 252, 26, 6, 3, "#b9bce0")}${rect(430, 250, 16, 10, 3, C.amber)}${rect(452, 252, 26, 6, 3, "#b9bce0")}`;

M.stockmarket = () => {
  const candles = [
    [180, 210, 250, 190, 270, 1], [214, 200, 236, 186, 250, 1], [248, 180, 216, 166, 228, 0],
    [282, 190, 222, 176, 236, 1], [316, 156, 196, 140, 210, 1], [350, 140, 176, 124, 190, 0],
    [384, 150, 178, 136, 194, 1], [418, 118, 160, 100, 170, 1], [452, 96, 134, 82, 148, 1],
  ];
  let out = "";
  candles.forEach(([x, top, bot, hi, lo, up]) => {
    const col = up ? C.teal : C.coral;
    out += `<path d="M${x} ${hi}V${lo}" stroke="${col}" stroke-width="3"/>${rect(x - 10, top, 20, bot - top, 3, col)}`;
  });
  return `
  ${rect(140, 60, 360, 244, 18, C.surface)}
  <path d="M164 120h312M164 180h312M164 240h312" stroke="#d6d9ee" stroke-width="2" stroke-dasharray="4 6"/>
  ${out}
  <path d="M170 262 250 232l70-40 70 2 78-104" fill="none" stroke="${C.amber}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  <path d="M454 92l14-4 2 15" fill="none" stroke="${C.amber}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>
  ${rect(164, 276, 60, 12, 6, "#c9cce6")}${rect(400, 276, 76, 12, 6, C.teal)}`;
};

M.autocad = () => `
  ${rect(130, 52, 380, 256, 12, "#1e3553")}
  <path d="M150 72h340M150 92h340M150 112h340M150 132h340M150 152h340M150 172h340M150 192h340M150 212h340M150 232h340M150 252h340M150 272h340M150 292h340" stroke="${C.white}" stroke-opacity=".07" stroke-width="1"/>
  <path d="M220 236V136h80l40 40h60v60z" fill="none" stroke="${C.white}" stroke-width="4" stroke-linejoin="round"/>
  ${circ(268, 186, 20, "none", `stroke="${C.amber}" stroke-width="4"`)}
  <path d="M268 150v72M232 186h72" stroke="${C.amber}" stroke-width="2" stroke-dasharray="8 4 2 4"/>
  <g stroke="${C.white}" stroke-opacity=".75" stroke-width="2" fill="none">
    <path d="M220 254v18M400 254v18M226 264h168M418 136h18M418 236h18M428 142v88M220 118V98M300 118V98M226 108h68"/>
  </g>
  <g fill="${C.white}" fill-opacity=".75">
    <path d="M226 264l10-4v8zM394 264l-10-4v8zM428 142l-4 10h8zM428 230l-4-10h8zM226 108l10-4v8zM294 108l-10-4v8z"/>
  </g>
  ${rect(300, 258, 40, 12, 2, "#1e3553")}${rect(304, 261, 32, 6, 3, C.amber)}
  ${rect(440, 276, 60, 22, 3, "none", `stroke="${C.white}" stroke-opacity=".5" stroke-width="2"`)}
  <g transform="translate(470 94) rotate(40)">${rect(-8, -40, 16, 70, 3, C.amber)}<path d="M-8 30h16l-8 16z" fill="${C.surface}"/>${rect(-8, -48, 16, 10, 3, C.coral)}</g>`;

M.staadpro = () => {
  const top = [200, 280, 360, 440];
  let loads = "";
  top.forEach((x) => (loads += `<path d="M${x} 70v44" stroke="${C.amber}" stroke-width="6" stroke-linecap="round"/><path d="M${x - 10} 106l10 14 10-14z" fill="${C.amber}"/>`));
  return `
  ${loads}
  <path d="M240 228l-16 4M400 228l16 4" stroke="none"/>
  <g fill="none" stroke="${C.surface}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round">
    <path d="M160 236h320M200 136h240M160 236l40-100M480 236l-40-100"/>
    <path d="M200 136v100M280 136v100M360 136v100M440 136v100M200 136l80 100M280 136l40 100M360 136l-40 100M440 136l-80 100" stroke-width="5" stroke-opacity=".85"/>
  </g>
  ${[160, 200, 240, 280, 320, 360, 400, 440, 480].map((x) => circ(x, 236, 6, C.ink)).join("")}
  ${[200, 280, 360, 440].map((x) => circ(x, 136, 6, C.ink)).join("")}
  <path d="M160 242l-20 30h40zM480 242l-20 30h40z" fill="${C.ink}"/>
  ${circ(468, 278, 6, C.ink)}${circ(492, 278, 6, C.ink)}
  <path d="M120 290h400" stroke="${C.white}" stroke-opacity=".6" stroke-width="4" stroke-linecap="round" stroke-dasharray="10 8"/>`;
};

M["construction-planning"] = () => {
  const rows = [[0, 90, C.teal], [60, 80, C.amber], [110, 100, C.coral], [150, 70, C.indigo], [190, 60, C.teal]];
  let gantt = "";
  rows.forEach(([s, w, c], i) => {
    gantt += rect(120, 130 + i * 30, 30, 10, 5, "#c9cce6") + rect(164 + s * 0.8, 126 + i * 30, w, 18, 9, c);
  });
  let mast = "";
  for (let y = 64; y < 304; y += 24) mast += `M488 ${y}l24 24M512 ${y}l-24 24`;
  return `
  ${rect(100, 96, 300, 204, 16, C.surface)}
  <path d="M164 110v180M226 110v180M288 110v180M350 110v180" stroke="#dcdff2" stroke-width="2"/>
  ${gantt}
  <path d="M300 110v180" stroke="${C.coral}" stroke-width="3" stroke-dasharray="6 5"/>
  <g stroke="${C.amber}" stroke-width="4" fill="none" stroke-linejoin="round">
    <path d="M488 64v240M512 64v240${mast}"/>
    <path d="M380 64h180M380 80h180M500 40 388 64M500 40l60 24" />
  </g>
  ${rect(540, 82, 28, 26, 4, C.ink)}${rect(490, 46, 20, 18, 3, C.ink)}
  <path d="M420 80v74" stroke="${C.ink}" stroke-width="3"/>
  <path d="M414 154h12v8a6 6 0 0 1-12 0z" fill="${C.ink}"/>
  <path d="M420 168a8 8 0 1 1-8 8" fill="none" stroke="${C.ink}" stroke-width="3"/>
  ${rect(470, 304, 60, 14, 4, C.ink)}`;
};

M.vlsi = () => {
  let side = "";
  for (let i = 0; i < 6; i++) {
    const y = 110 + i * 30;
    side += `M204 ${y}h20M416 ${y}h20`;
  }
  let top = "";
  for (let i = 0; i < 6; i++) {
    const x = 245 + i * 30;
    top += `M${x} 64v20M${x} 276v20`;
  }
  return `
  <path d="${top}${side}" stroke="${C.surface}" stroke-width="8" stroke-linecap="round"/>
  ${rect(224, 84, 192, 192, 16, C.ink)}
  ${rect(240, 100, 160, 160, 8, "#2f2c4a")}
  ${rect(252, 112, 64, 64, 5, C.amber)}
  <path d="M262 124h44M262 136h44M262 148h44M262 160h44" stroke="#c47f10" stroke-width="3"/>
  ${rect(326, 112, 62, 28, 4, C.teal)}${rect(326, 148, 28, 28, 4, C.coral)}${rect(360, 148, 28, 28, 4, "#7b7fe0")}
  ${rect(252, 186, 40, 62, 4, "#7b7fe0")}${rect(300, 186, 88, 26, 4, C.teal)}${rect(300, 220, 40, 28, 4, C.coral)}${rect(348, 220, 40, 28, 4, C.amber)}
  <path d="M284 176v10M340 140v8M316 144h10M292 200h8M354 160h6" stroke="${C.surface}" stroke-width="3"/>`;
};

M.robotics = () => `
  ${rect(190, 282, 140, 24, 8, C.ink)}
  <path d="M220 282a40 40 0 0 1 80 0z" fill="${C.surface}"/>
  <path d="M260 250 330 150" stroke="${C.surface}" stroke-width="34" stroke-linecap="round"/>
  <path d="M330 150 430 130" stroke="${C.surface}" stroke-width="26" stroke-linecap="round"/>
  ${circ(260, 250, 22, C.amber)}${circ(260, 250, 8, C.ink)}
  ${circ(330, 150, 20, C.amber)}${circ(330, 150, 7, C.ink)}
  ${circ(430, 130, 16, C.ink)}
  <path d="M440 116l28-16 10 12-22 14M440 144l28 16 10-12-22-14" fill="${C.ink}"/>
  ${rect(476, 118, 26, 26, 6, C.coral)}
  <path d="M290 206l18-26" stroke="${C.teal}" stroke-width="6" stroke-linecap="round"/>
  <path d="M360 146l44-9" stroke="${C.teal}" stroke-width="6" stroke-linecap="round"/>
  <path d="M150 306h340" stroke="${C.white}" stroke-opacity=".5" stroke-width="4" stroke-linecap="round"/>`;

M.iot = () => {
  const node = (x, y, inner) => `<g transform="translate(${x} ${y})">${circ(0, 0, 30, C.surface)}${inner}</g>`;
  return `
  <path d="M320 200 176 104M320 200 464 104M320 200 176 270M320 200 464 270" stroke="${C.white}" stroke-width="4" stroke-dasharray="4 8" stroke-linecap="round"/>
  <path d="M252 178 320 120l68 58v92a10 10 0 0 1-10 10H262a10 10 0 0 1-10-10z" fill="${C.surface}"/>
  <path d="M240 186 320 116l80 70" fill="none" stroke="${C.ink}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>
  ${rect(298, 236, 44, 44, 6, C.coral)}
  <path d="M302 208a26 26 0 0 1 36 0M309 216a15 15 0 0 1 22 0" fill="none" stroke="${C.teal}" stroke-width="5" stroke-linecap="round"/>${circ(320, 224, 4, C.teal)}
  ${node(176, 104, `${rect(-5, -18, 10, 26, 5, C.coral)}${circ(0, 10, 9, C.coral)}`)}
  ${node(464, 104, `${circ(0, -4, 12, C.amber)}${rect(-6, 8, 12, 8, 2, C.ink)}`)}
  ${node(176, 270, `<path d="M-7-4v-4a7 7 0 0 1 14 0v4" fill="none" stroke="${C.ink}" stroke-width="4"/>${rect(-11, -5, 22, 18, 4, C.indigo)}`)}
  ${node(464, 270, `<path d="M-14 10V0M-5 10V-8M4 10V-3M13 10V-14" stroke="${C.teal}" stroke-width="5" stroke-linecap="round"/>`)}`;
};

M.bioinformatics = () => {
  const seq = "ATGCGTACCTAGGCATTCGAGCTAACGTGCATCGTTAG";
  const col = { A: C.amber, T: C.coral, G: "#1f8f55", C: C.indigo };
  let g = "";
  for (let i = 0; i < 32; i++) {
    const ch = seq[i], x = 150 + (i % 8) * 44, y = 70 + Math.floor(i / 8) * 56;
    g += `${rect(x, y, 36, 44, 8, C.surface)}<text x="${x + 18}" y="${y + 30}" fill="${col[ch]}">${ch}</text>`;
  }
  return `
  <g font-family="system-ui, sans-serif" font-size="22" font-weight="700" text-anchor="middle">${g}</g>
  ${rect(142, 176, 356, 56, 12, "none", `stroke="${C.amber}" stroke-width="5"`)}
  <g transform="translate(470 250)">
    ${circ(0, 0, 32, C.white, 'fill-opacity=".25"')}${circ(0, 0, 32, "none", `stroke="${C.ink}" stroke-width="9"`)}
    <path d="M23 23 52 52" stroke="${C.ink}" stroke-width="13" stroke-linecap="round"/>
  </g>`;
};

M.geneticengineering = () => {
  const cx = 280, amp = 56, y0 = 50, y1 = 310, n = 52;
  let a = "", b = "", rungs = "";
  for (let i = 0; i <= n; i++) {
    const t = i / n, y = y0 + (y1 - y0) * t, s = Math.sin(t * Math.PI * 3);
    a += `${i ? "L" : "M"}${r1(cx + amp * s)} ${r1(y)}`;
    b += `${i ? "L" : "M"}${r1(cx - amp * s)} ${r1(y)}`;
    if (i % 4 === 2) {
      rungs += `<path d="M${r1(cx + amp * s)} ${r1(y)}H${r1(cx - amp * s)}" stroke="${i % 8 === 2 ? C.amber : C.white}" stroke-width="5" stroke-linecap="round" opacity=".85"/>`;
    }
  }
  return `
  ${rungs}
  <path d="${a}" fill="none" stroke="${C.surface}" stroke-width="10" stroke-linecap="round"/>
  <path d="${b}" fill="none" stroke="${C.ink}" stroke-width="10" stroke-linecap="round"/>
  <path d="M346 166l-12-6M350 180h-14M346 194l-12 6" stroke="${C.amber}" stroke-width="4" stroke-linecap="round"/>
  <g transform="translate(440 184) rotate(188)">
    <path d="M-12 6 68-28q9 0 4 10L-6 16z" fill="${C.surface}"/>
    <path d="M-12-6 68 28q9 0 4-10L-6-16z" fill="#d9e2dc"/>
    ${circ(-30, 20, 14, "none", `stroke="${C.coral}" stroke-width="8"`)}${circ(-30, -20, 14, "none", `stroke="${C.coral}" stroke-width="8"`)}
    ${circ(0, 0, 5, C.ink)}
  </g>`;
};

M.nanoscience = () => {
  // hexagonal lattice
  const R = 30, h = R * Math.sqrt(3);
  let d = "", nodes = "";
  const seen = new Set();
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 5; col++) {
      const cx = 130 + col * 1.5 * R, cy = 80 + row * h + (col % 2 ? h / 2 : 0);
      const pts = [];
      for (let k = 0; k < 6; k++) pts.push([r1(cx + R * Math.cos((Math.PI / 3) * k)), r1(cy + R * Math.sin((Math.PI / 3) * k))]);
      d += "M" + pts.map((p) => p.join(" ")).join("L") + "z";
      pts.forEach((p) => {
        const key = p.join(",");
        if (!seen.has(key) && p[1] < 320) { seen.add(key); nodes += `<circle cx="${p[0]}" cy="${p[1]}" r="5"/>`; }
      });
    }
  }
  return `
  <g clip-path="url(#nano-clip)">
    <path d="${d}" fill="none" stroke="${C.white}" stroke-opacity=".7" stroke-width="3"/>
    <g fill="${C.surface}">${nodes}</g>
  </g>
  <g transform="translate(440 180)">
    ${circ(0, 0, 84, C.white, 'fill-opacity=".12"')}
    <g fill="none" stroke="${C.surface}" stroke-width="5">
      <ellipse rx="74" ry="26"/><ellipse rx="74" ry="26" transform="rotate(60)"/><ellipse rx="74" ry="26" transform="rotate(-60)"/>
    </g>
    ${circ(0, 0, 16, C.amber)}${circ(74, 0, 8, C.coral)}${circ(-37, -64, 8, C.ink)}${circ(-37, 64, 8, C.coral)}
  </g>`;
};
M.nanoscience.defs = `<clipPath id="nano-clip"><rect x="100" y="40" width="270" height="280" rx="30"/></clipPath>`;

M["ic-engine"] = () => `
  <path d="M250 64h-14v196M390 64h14v196" fill="none" stroke="${C.surface}" stroke-width="12" stroke-linejoin="round"/>
  <path d="M236 64h168" stroke="${C.surface}" stroke-width="12" stroke-linecap="round"/>
  ${rect(310, 34, 20, 30, 4, C.ink)}${rect(304, 24, 32, 12, 4, C.amber)}
  <path d="M320 74c-12 14-18 24-18 34a18 18 0 0 0 36 0c0-10-6-20-18-34z" fill="${C.amber}"/><path d="M320 94c-6 7-9 12-9 17a9 9 0 0 0 18 0c0-5-3-10-9-17z" fill="${C.coral}"/>
  ${rect(252, 128, 136, 76, 10, "#cfd8e3")}
  <path d="M252 142h136M252 154h136" stroke="${C.ink}" stroke-width="4"/>
  ${circ(320, 180, 10, C.ink)}
  <path d="M320 180 360 282" stroke="${C.ink}" stroke-width="18" stroke-linecap="round"/>
  ${circ(320, 290, 48, "none", `stroke="${C.surface}" stroke-width="10"`)}
  ${circ(360, 282, 12, C.amber)}${circ(320, 290, 10, C.surface)}
  <path d="M430 96h60M430 126h40" stroke="${C.white}" stroke-opacity=".6" stroke-width="6" stroke-linecap="round"/>
  <path d="M150 150h60M170 180h40" stroke="${C.white}" stroke-opacity=".6" stroke-width="6" stroke-linecap="round"/>`;

const carBody = "M120 250v-30q0-22 22-26l68-12q40-44 96-48h70q46 2 82 42l50 10q22 5 22 30v34z";

M["car-designing"] = () => `
  <path d="M90 276h460M220 90v200M430 90v200M100 180h440" stroke="${C.white}" stroke-opacity=".35" stroke-width="2" stroke-dasharray="8 6"/>
  <path d="${carBody}" fill="none" stroke="${C.surface}" stroke-width="6" stroke-linejoin="round"/>
  <path d="M226 182q30-32 74-34h36v34zM350 148h26q34 2 60 34h-86z" fill="none" stroke="${C.surface}" stroke-width="4" stroke-linejoin="round"/>
  ${circ(220, 254, 34, "#3f5676", `stroke="${C.surface}" stroke-width="6"`)}${circ(430, 254, 34, "#3f5676", `stroke="${C.surface}" stroke-width="6"`)}
  ${circ(220, 254, 12, "none", `stroke="${C.amber}" stroke-width="4"`)}${circ(430, 254, 12, "none", `stroke="${C.amber}" stroke-width="4"`)}
  <path d="M130 214h14M506 212h14" stroke="${C.amber}" stroke-width="6" stroke-linecap="round"/>
  <g transform="translate(470 90) rotate(35)">${rect(-9, -50, 18, 80, 3, C.amber)}<path d="M-9 30h18l-9 20z" fill="${C.surface}"/><path d="M-3 44h6l-3 6z" fill="${C.ink}"/>${rect(-9, -60, 18, 12, 3, C.coral)}</g>`;

M.hev = () => `
  <path d="${carBody}" fill="${C.surface}" transform="translate(-30 10)"/>
  <path d="M196 192q30-32 74-34h36v34zM320 158h26q34 2 60 34h-86z" fill="#6d87aa"/>
  ${circ(190, 264, 34, C.ink)}${circ(400, 264, 34, C.ink)}${circ(190, 264, 12, "#cfd8e3")}${circ(400, 264, 12, "#cfd8e3")}
  ${rect(236, 214, 110, 40, 8, C.teal)}${rect(346, 226, 8, 16, 3, C.teal)}
  <path d="M296 218l-18 20h14l-8 16 22-22h-14l8-14z" fill="${C.amber}"/>
  <path d="M460 240c30 0 40-20 40-50s10-50 40-50" fill="none" stroke="${C.ink}" stroke-width="7" stroke-linecap="round"/>
  ${rect(528, 120, 36, 40, 8, C.amber)}
  <path d="M538 120v-14M554 120v-14" stroke="${C.ink}" stroke-width="6" stroke-linecap="round"/>
  ${rect(455, 232, 16, 18, 4, C.amber)}
  <g transform="translate(120 120)"><path d="M0 0c0-28 22-42 52-42 0 28-18 46-52 42z" fill="#8fd3a8"/><path d="M4-4 36-30" stroke="#3b4f6b" stroke-width="3" stroke-linecap="round"/></g>`;

// ---------------------------------------------------------------- courses
const COURSES = {
  computerscience: ["appdevelopment", "webdevelopment", "cybersecurity", "aws", "machinelearning", "artificialintelligence", "arvr", "datascience"],
  management: ["digitalmarketing", "marketingmanagement", "finance", "hr", "ba", "stockmarket"],
  civil: ["autocad", "staadpro", "construction-planning"],
  ece: ["vlsi", "robotics", "iot"],
  biotechnology: ["bioinformatics", "geneticengineering", "nanoscience"],
  mechanical: ["ic-engine", "car-designing", "hev"],
};

const compact = (s) => s.replace(/\n\s*/g, "").replace(/>\s+</g, "><");

let count = 0;
for (const [dept, slugs] of Object.entries(COURSES)) {
  const [g0, g1] = DEPT[dept];
  for (const slug of slugs) {
    const motif = M[slug];
    if (!motif) throw new Error("missing motif " + slug);
    const id = `bg-${slug}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs>
<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${g0}"/><stop offset="1" stop-color="${g1}"/></linearGradient>
<pattern id="dots-${slug}" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2" fill="#fff" fill-opacity=".18"/></pattern>
${motif.defs || ""}
</defs>
<rect width="640" height="360" fill="url(#${id})"/>
<circle cx="600" cy="20" r="150" fill="#fff" fill-opacity=".07"/>
<circle cx="20" cy="360" r="110" fill="#fff" fill-opacity=".06"/>
<rect x="18" y="18" width="110" height="72" fill="url(#dots-${slug})"/>
${motif()}
</svg>
`;
    writeFileSync(join(OUT, `${slug}.svg`), compact(svg) + "\n");
    count++;
  }
}
console.log(`wrote ${count} covers to ${OUT}`);
