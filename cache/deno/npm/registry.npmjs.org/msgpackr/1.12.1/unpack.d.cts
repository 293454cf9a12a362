export { Unpackr, Decoder, unpack, unpackMultiple, decode,
	addExtension, FLOAT32_OPTIONS, Options, Extension, clearSource, roundFloat32 } from '.'
