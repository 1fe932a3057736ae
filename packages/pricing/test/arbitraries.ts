import fc from "fast-check";
import { defaultConfiguration, defaultPriceBook, type Configuration } from "../src/index";

const book = defaultPriceBook;
const sixteenths = (min: number, max: number) =>
  fc.integer({ min: min * 16, max: max * 16 }).map((n) => n / 16);
const values = (xs: { value: string }[]) => fc.constantFrom(...xs.map((x) => x.value));
const maybe = <T>(a: fc.Arbitrary<T>) => fc.option(a, { nil: null, freq: 8 });

/** Arbitrary configurations over the whole catalogue (valid or not; run them through normalize/validate). */
export const anyConfiguration: fc.Arbitrary<Configuration> = fc
  .record({
    unit_width_in: sixteenths(32, 300),
    unit_height_in: sixteenths(24, 240),
    included_housing: fc.boolean(),
    included_retention: fc.boolean(),
    included_hem_bar: fc.boolean(),
    included_fabric: fc.boolean(),
    included_motor_tube: fc.boolean(),
    included_buildout: fc.boolean(),
    included_clear_window: fc.boolean(),
    housing_type: maybe(values(book.housing_types)),
    housing_option: maybe(values(book.housing_options)),
    brand: fc.integer({ min: 0, max: book.motor_brands.length - 1 }),
    typeIdx: fc.nat(),
    cordIdx: fc.nat(),
    motor_side: maybe(values(book.motor_sides)),
    motor_extended_cord: fc.boolean(),
    retention_type: maybe(values(book.retention_types)),
    retention_left: maybe(values(book.retention_types)),
    retention_right: maybe(values(book.retention_types)),
    retention_cap: maybe(values(book.retention_caps)),
    retention_cut_to_length: fc.boolean(),
    hem_bar_type: maybe(values(book.hem_bar_types)),
    hem_bar_cap: maybe(values(book.hem_bar_caps)),
    pile_brush: maybe(values(book.pile_brushes)),
    fabricIdx: fc.nat(),
    colorIdx: fc.nat(),
    fabric_seam_location: maybe(values(book.seam_locations)),
    seamAt: sixteenths(1, 20),
    zipper_color: maybe(values(book.zipper_colors)),
    rotate_fabric: fc.constantFrom<boolean | "n/a">(true, false, "n/a"),
    frameIdx: fc.nat(),
    frame_color_varies: fc.boolean(),
    buildout_material: maybe(values(book.buildout.materials)),
    buildout_quantity: fc.integer({ min: 1, max: 4 }),
    buildout_length_in: sixteenths(1, 192),
    mullions: fc.tuple(
      sixteenths(0, 20),
      sixteenths(0, 20),
      sixteenths(0, 8),
      sixteenths(0, 4),
      sixteenths(0, 4),
      sixteenths(0, 4),
      sixteenths(0, 8),
    ),
  })
  .map((r) => {
    const brand = book.motor_brands[r.brand]!;
    const fabric = book.fabric_collections[r.fabricIdx % book.fabric_collections.length]!;
    const frame = book.frame_collections[r.frameIdx % book.frame_collections.length]!;
    const [t, b, l, lm, m, rm, rr] = r.mullions;
    return defaultConfiguration({
      unit_width_in: r.unit_width_in,
      unit_height_in: r.unit_height_in,
      included_housing: r.included_housing,
      included_retention: r.included_retention,
      included_hem_bar: r.included_hem_bar,
      included_fabric: r.included_fabric,
      included_motor_tube: r.included_motor_tube,
      included_buildout: r.included_buildout,
      included_clear_window: r.included_clear_window,
      housing_type: r.housing_type,
      housing_option: r.housing_option,
      motor_brand: brand.value,
      motor_type: brand.types[r.typeIdx % brand.types.length]!.value,
      motor_cord: brand.cords[r.cordIdx % brand.cords.length]!.value,
      motor_side: r.motor_side,
      motor_extended_cord: r.motor_extended_cord,
      retention_type: r.retention_type,
      retention_left: r.retention_left,
      retention_right: r.retention_right,
      retention_cap: r.retention_cap,
      retention_cut_to_length: r.retention_cut_to_length,
      hem_bar_type: r.hem_bar_type,
      hem_bar_cap: r.hem_bar_cap,
      pile_brush: r.pile_brush,
      fabric_collection: fabric.value,
      fabric_color: fabric.colors[r.colorIdx % fabric.colors.length]!.value,
      fabric_seam_location: r.fabric_seam_location,
      fabric_seam_specified: r.seamAt,
      zipper_color: r.zipper_color,
      rotate_fabric: r.rotate_fabric,
      frame_collection: frame.value,
      frame_color: frame.colors[r.colorIdx % frame.colors.length]!.value,
      frame_color_varies: r.frame_color_varies,
      housing_frame_collection: frame.value,
      housing_frame_color: frame.colors[0]!.value,
      build_out_frame_collection: frame.value,
      buildout_material: r.buildout_material,
      buildout_quantity: r.buildout_quantity,
      buildout_length_in: r.buildout_length_in,
      mullion_top_in: t,
      mullion_bottom_in: b,
      mullion_left_in: l,
      mullion_left_middle_in: lm,
      mullion_middle_in: m,
      mullion_right_middle_in: rm,
      mullion_right_in: rr,
    });
  });
