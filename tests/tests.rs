//! gametree's integration tests, one binary: a module per area, each in a file beside this
//! one (linking one test binary instead of one per file keeps a clean build within minutes).

mod answers_as_written;
mod bench;
mod budget;
mod chance_intervals;
mod check_messages;
mod chinese;
mod class_folder;
mod class_grading;
mod cli;
mod common;
mod connect4;
mod contract;
mod conventions;
mod corpus;
mod course_rule;
mod cs188;
mod diagnosis;
mod docs;
mod dot;
mod dot_layout;
mod exam;
mod flags;
mod games;
mod hostile;
mod hostile_text;
mod html;
mod html_mcts;
mod json_streaming;
mod json_trees;
mod latex;
mod latex_pages;
mod mcts;
mod number_flags;
mod numbers;
mod output;
mod practice;
mod properties;
mod resources;
mod terminal;
mod unreadable_text;
mod yaml_mistakes;
mod zoo;

/// Every allocation is counted per thread, so a test can measure what one call holds while
/// the others run beside it.
#[global_allocator]
static ALLOCATOR: common::counting::Counting = common::counting::Counting;
