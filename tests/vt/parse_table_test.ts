import assert from "node:assert/strict";
import {
  A_CSI_DISPATCH,
  A_EXECUTE,
  A_PARAM,
  CSI_ENTRY,
  CSI_PARAM,
  ENTER,
  ESCAPE,
  GROUND,
  OSC_STRING,
  STATE_MASK,
  TABLE,
} from "../../vt/parse_table.ts";

const at = (state: number, byte: number) => TABLE[state << 8 | byte];

Deno.test("TABLE sends ESC, CAN and SUB anywhere", () => {
  for (let s = 0; s < 14; s++) {
    assert.equal(at(s, 0x1b) & STATE_MASK, ESCAPE);
    assert.ok(at(s, 0x1b) & ENTER);
    assert.equal(at(s, 0x18) & STATE_MASK, GROUND);
    assert.equal(at(s, 0x1a) & STATE_MASK, GROUND);
  }
});

Deno.test("TABLE follows the CSI path of the state diagram", () => {
  assert.equal(at(ESCAPE, 0x5b) & STATE_MASK, CSI_ENTRY);
  assert.equal(at(CSI_ENTRY, 0x31) >> 8, A_PARAM);
  assert.equal(at(CSI_ENTRY, 0x31) & STATE_MASK, CSI_PARAM);
  assert.equal(at(CSI_PARAM, 0x3a) >> 8, A_PARAM); // colon: subparameter
  assert.equal(at(CSI_PARAM, 0x6d) >> 8, A_CSI_DISPATCH);
  assert.equal(at(CSI_PARAM, 0x6d) & STATE_MASK, GROUND);
  assert.equal(at(CSI_PARAM, 0x0a) >> 8, A_EXECUTE);
  assert.equal(at(CSI_PARAM, 0x0a) & STATE_MASK, CSI_PARAM);
});

Deno.test("TABLE ends OSC on BEL and keeps UTF-8 bytes as data", () => {
  assert.equal(at(OSC_STRING, 0x07) & STATE_MASK, GROUND);
  assert.equal(at(OSC_STRING, 0x9c) & STATE_MASK, OSC_STRING);
});
