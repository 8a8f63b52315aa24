"""Dies Irae (22047, Hell's Comin' With Me) — spell, Miracle, Hymn.
Shootout Miracle 8, Boot: After choosing your shooter this round, up to four dudes in your
Boot Hill contribute bullets to your draw and stud bonus (as back-up dudes). Your dudes
cannot flee the shootout this round.

As back-up dudes (§5.5), each dude chosen adds 1 to the bonus of his bullet type: a stud
to the stud bonus, a draw to the draw bonus. The player picks up to four of their Boot Hill
dudes as the miracle resolves; they count at this round's draw, which comes after the
shooters are chosen (ruling `dies-irae-backups-chosen-as-cast`). "This round": the bonus
and the "cannot flee" end with the round (§8.3).
"""

from __future__ import annotations

from engine.dsl import AbilityKit, CardScript, Context
from engine.flow import Flow
from engine.model import Card

MOST = 4


class DiesIrae(CardScript):
    code = "22047"

    def setup_abilities(self, ability: AbilityKit) -> None:
        self.spell_action(
            play_type="shootout",
            cost=ability.costs.boot_self(),
            difficulty=8,
            on_success=self.raise_the_dead,
        )

    def your_dude(self, card: Card) -> bool:
        return card.controller is self.controller

    def raise_the_dead(self, context: Context) -> Flow:
        you, effects = context.player, AbilityKit.effects
        fallen = [card for card in you.boot_hill if card.is_dude]
        chosen = (
            (yield from self.select_cards(context, fallen, "Select a dude", minimum=0, maximum=MOST))
            if fallen
            else []
        )
        studs = sum(1 for dude in chosen if dude.shooter == "stud")
        draws = len(chosen) - studs
        if chosen:
            self.until_end_of_shootout_round(
                context,
                targets_players=True,
                effect=[effects.modify_stud_bonus(studs), effects.modify_draw_bonus(draws)],
            )
            self.game.log.add(
                "{0}'s Boot Hill adds {1} to their stud bonus and {2} to their draw bonus this round",
                you,
                studs,
                draws,
            )
        self.until_end_of_shootout_round(context, match=self.your_dude, effect=effects.cannot_flee())
        self.game.log.add("{0}'s dudes cannot flee this round", you)
