import { createRequire as __cplanCreateRequire } from 'node:module'; import { fileURLToPath as __cplanFileURLToPath } from 'node:url'; const require = __cplanCreateRequire(import.meta.url); const __filename = __cplanFileURLToPath(import.meta.url);
import {
  EventStreamCodec,
  EventStreamMarshaller,
  EventStreamMarshaller2,
  EventStreamSerde,
  HeaderMarshaller,
  Int64,
  MessageDecoderStream,
  MessageEncoderStream,
  SmithyMessageDecoderStream,
  SmithyMessageEncoderStream,
  eventStreamSerdeProvider,
  eventStreamSerdeProvider2,
  getChunkedStream,
  getMessageUnmarshaller,
  getUnmarshalledStream,
  init_event_streams,
  iterableToReadableStream,
  readableStreamToIterable,
  resolveEventStreamSerdeConfig
} from "./cli-chunk-2NRMROHP.js";
import "./cli-chunk-24TD6DOY.js";
import "./cli-chunk-HI3DZDWS.js";
init_event_streams();
export {
  EventStreamCodec,
  EventStreamMarshaller2 as EventStreamMarshaller,
  EventStreamSerde,
  HeaderMarshaller,
  Int64,
  MessageDecoderStream,
  MessageEncoderStream,
  SmithyMessageDecoderStream,
  SmithyMessageEncoderStream,
  EventStreamMarshaller as UniversalEventStreamMarshaller,
  eventStreamSerdeProvider2 as eventStreamSerdeProvider,
  getChunkedStream,
  getMessageUnmarshaller,
  getUnmarshalledStream,
  iterableToReadableStream,
  readableStreamToIterable,
  resolveEventStreamSerdeConfig,
  eventStreamSerdeProvider as universalEventStreamSerdeProvider
};
